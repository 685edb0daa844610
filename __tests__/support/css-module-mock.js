// CSS Modules in tests: every class name maps to itself, also through `import * as styles`.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) });
