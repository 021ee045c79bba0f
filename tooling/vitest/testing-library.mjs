// waitFor and findBy* give up after 1 s by default. On a busy 2-core machine a chunk loaded on demand (the
// pinyin index, the calendar, the editor) can take longer, and a test then fails for the machine's load,
// not for the code. The bound only matters when the awaited condition never holds: a passing test is as
// fast as before. The preset hands over the package's own copy of the library (a second copy would keep
// its own, unchanged settings).
//
// The files of a package share their worker's modules and document (`isolate: false`, preset.mjs), so
// what a file leaves rendered would meet the next file's queries (a NativeSelect labelled 状态 found
// beside the Select of select.test.tsx in CI 43): every test's render is unmounted after it, whether or
// not its file says so.
const library = process.env.PMC_TESTING_LIBRARY;
if (library) {
  const { configure, cleanup } = await import(library);
  configure({ asyncUtilTimeout: 10_000 });
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
}
