// Hand-written types of what the remotes expose (instead of @mf-types generation, which would start a
// type-check worker on every build). Every remote exposes exactly one module, './App', whose default export
// is a component taking no props; it renders the tool's routes relative to the shell's route (/crafting/*, …).
// The shell loads them with loadRemote('<name>/App') (see remote-loader.ts, RemoteAppModule); these
// declarations keep `typeof import('crafting/App')` meaningful for anyone who needs the module's type.
// (No top-level import or export here: that would turn these declarations into module augmentations.)

declare module 'builder/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'crafting/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'atlas/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'loot/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'admin/App' {
  const App: import('react').ComponentType;
  export default App;
}
