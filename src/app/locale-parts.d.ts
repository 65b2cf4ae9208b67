// The two parts of English that scripts/build/locale-split.ts serves, so that a first visit loads
// only what /login shows.
declare module '*.json?first' {
  const tree: { [key: string]: string | object };
  export default tree;
}
declare module '*.json?later' {
  const tree: { [key: string]: string | object };
  export default tree;
}
