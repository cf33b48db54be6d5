// zod decides, when each schema is defined, whether to compile validators with `new Function`,
// after probing whether eval is allowed. The content security policy forbids eval, so that probe
// is reported as a violation. This classic script runs before any module: validate without
// compiling (zod reads its settings from this global).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
