/** The repair module's public surface for other modules: nothing yet (its screens are listed in screens.ts). */
export {};
