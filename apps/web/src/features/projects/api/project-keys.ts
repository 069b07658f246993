export const PROJECT_DATA = [['projects']] as const;
