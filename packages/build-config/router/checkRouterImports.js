// Fails the build when a module imports from `react-router-dom` a name that
// the shared router (declarativeRouter.mjs) does not provide: through Module
// Federation it would be undefined at run time, with no error from webpack.
const DECLARATIVE_ROUTER = require.resolve('./declarativeRouter.mjs');

class CheckRouterImportsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CheckRouterImportsPlugin', (compilation) => {
      // After webpack has worked out what each module exports.
      compilation.hooks.finishModules.tap({ name: 'CheckRouterImportsPlugin', stage: 1000 }, (modules) => {
        const { moduleGraph } = compilation;
        const router = [...modules].find((module) => module.resource === DECLARATIVE_ROUTER);
        if (!router) return;
        const provided = new Set(moduleGraph.getExportsInfo(router).getProvidedExports());
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            if (dependency.request !== 'react-router-dom' || !Array.isArray(dependency.ids)) continue;
            const [name] = dependency.ids;
            if (name && !provided.has(name)) {
              const error = new compiler.webpack.WebpackError(
                `${module.readableIdentifier(compilation.requestShortener)} imports "${name}" from react-router-dom, ` +
                  'which the shared router does not provide: add it to @frc/build-config/router/declarativeRouter.mjs',
              );
              error.module = module;
              compilation.errors.push(error);
            }
          }
        }
      });
    });
  }
}

module.exports = { CheckRouterImportsPlugin, DECLARATIVE_ROUTER };
