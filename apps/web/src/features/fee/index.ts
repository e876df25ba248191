/** The fee module's public surface for other features: nothing yet. */
export {};
