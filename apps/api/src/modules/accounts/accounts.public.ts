/** What other modules may use of accounts: nothing yet, no other module needs it. */
export {};
