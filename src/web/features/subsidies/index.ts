/** The subsidies feature: its page is loaded by the router by module (decision 150); nothing else is shared. */
export {};
