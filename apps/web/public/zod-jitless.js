// Loaded as a classic script before the console's modules: tells zod (through its documented global
// configuration object) not to probe for `new Function`, which the Content-Security-Policy (no
// 'unsafe-eval') reports as a violation on every page. A module cannot do this: shared chunks holding zod
// are evaluated before any code of the entry module.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
