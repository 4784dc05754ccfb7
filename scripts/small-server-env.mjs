// Process settings for a small server (issue 25, docs/decisions/042-memory-on-a-small-server.md). glibc and V8
// read them only when a process starts, so `npm start` sets them before the shell becomes the server
// (scripts/start.sh) and `npm run bench:memory` measures the server with the same ones. A variable that is set
// already is kept.

/** glibc: two malloc arenas (not one per thread), and buffers from 128 KB up in their own mappings. */
const mallocSettings = {
  // Every thread that allocates got its own arena, which kept what was freed in it: after the render threads
  // had worked, the server held about 125 MB more at idle.
  MALLOC_ARENA_MAX: '2',
  // glibc raises this threshold after each large buffer it frees, until image-sized buffers (5.8 MB for a
  // 1080 × 1350 RGBA image) come from the arenas and stay there; fixed, they go back when freed: −70 MB idle.
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** V8 options, each added unless the operator set that option already. */
const nodeOptions = [
  // A young generation of 2 MB semi-spaces instead of up to 16 MB: −30 MB at peak under load.
  '--max-semi-space-size=2',
  // The heap limit V8 picks by itself on a 1 GB server. V8 sizes its collector from the limit, which it derives
  // from the machine's memory: on a larger machine freed buffers piled up before a collection (−20 MB at peak
  // here). A replayed week's pipeline runs within 160 MB.
  '--max-old-space-size=256',
];

/** `env` with the settings added where they are missing. */
export function withSmallServerSettings(env) {
  const next = { ...env };
  for (const [name, value] of Object.entries(mallocSettings)) next[name] ??= value;
  for (const option of nodeOptions) {
    const name = option.slice(0, option.indexOf('='));
    if (!(next.NODE_OPTIONS ?? '').includes(name)) {
      next.NODE_OPTIONS = [next.NODE_OPTIONS, option].filter(Boolean).join(' ');
    }
  }
  return next;
}

/** The variables `env` lacks (or holds otherwise) to carry the settings, with the values to set. */
export function missingSmallServerSettings(env) {
  return Object.fromEntries(
    Object.entries(withSmallServerSettings(env)).filter(([name, value]) => env[name] !== value),
  );
}
