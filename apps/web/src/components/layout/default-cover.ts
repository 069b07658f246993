/** The cover drawn where a person has no cover picture (the profile header, the search cards). */
export const DEFAULT_COVER = 'linear-gradient(120deg, #1e4fd8 0%, #5b7cfa 55%, #0f9d8a 100%)';
