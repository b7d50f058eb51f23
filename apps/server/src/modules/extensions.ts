// Business modules added to the console, one line each: `export { default as <name> } from './<area>/<entity>';`
// 代码生成 writes the modules; this line is the one a developer adds by hand (modules/infra/codegen/templates/README.md).
export { default as infraTestDemo } from './infra/test-demo';
