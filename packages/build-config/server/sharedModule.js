// In a remote's server bundle, every import of a library shared as a singleton (shared.js) comes here, the library's
// module name as the query (serverConfig.js): the shell's copy, from the render context, so one React renders the
// shell and every remote in one tree.
/* global __resourceQuery -- webpack gives each module its own query */
const { renderContext } = require('./renderContext');

const name = __resourceQuery.slice(1);
const { shared } = renderContext();
if (!(name in shared)) throw new Error(`The shell's server bundle does not provide ${name}`);
module.exports = shared[name];
