// Jest compiles sources with Gatsby's own Babel preset, so tests see the code as Gatsby builds it.
module.exports = { presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"] };
