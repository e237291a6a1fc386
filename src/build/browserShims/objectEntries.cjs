/* global module */
// `object.entries` for browsers that have Object.entries (every one the app supports): the
// package's polyfill pulls a dozen helper packages into the first page for nothing.
module.exports = Object.entries;
