import { BaseSequencer, type TestSpecification } from "vitest/node"
import { defineConfig } from "vitest/config"

/**
 * Path fragments of the files that run longest, longest first: vitest hands these to its workers
 * before the rest. Without timings of an earlier run (a fresh clone, as in CI, has none) vitest
 * orders files largest first, and the longest to run are not the largest: the schema fuzzing
 * suite, 25th of 35 API files by size, started late and ran alone for minutes while the other
 * core sat idle. The same held for the browser journeys below.
 */
const longFiles: ReadonlyArray<string> = [
  "tests/api/security-fuzz-",
  "tests/api/durability",
  "tests/api/dashboard-recount",
  // The generated suite over every record descriptor: one file per dialect, a few minutes each.
  "tests/api/records-generated-",
  // The sweep of every page and form at two widths, a file a module, the longest browser files.
  "tests/e2e/sweep-personal",
  "tests/e2e/sweep-organizacion",
  "tests/e2e/sweep-",
  // The browser journeys are short files that run longest (a loaded run: 330, 274 and 250 s);
  // ordered by size they started last and ran alone at the end.
  "tests/e2e/personal-journey",
  "tests/e2e/organization-positions",
  "tests/e2e/organization-job-profiles",
]

const rankOf = (spec: TestSpecification): number => {
  const rank = longFiles.findIndex((fragment) => spec.moduleId.replaceAll("\\", "/").includes(fragment))
  return rank === -1 ? longFiles.length : rank
}

/** vitest's order (an earlier run's timings, else size), with the long files moved to the front. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    // Array.prototype.sort is stable: files of one rank keep vitest's order among themselves.
    return (await super.sort(files)).sort((a, b) => rankOf(a) - rankOf(b))
  }
}

// Three projects, run one after another by tests/run.ts: fast unit and machine-path tests,
// API integration against a real server and database, and browser end-to-end in Chromium.
export default defineConfig({
  test: {
    // The long files first (LongFilesFirst above).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/machines/**/*.test.ts"],
          environment: "node",
          // The files share their workers' loaded modules: importing effect, xstate and the domain
          // again for each of 107 files cost four fifths of the project's time (import 123 s,
          // tests 49 s on a loaded machine; 17 s and 33 s shared). No file mocks a module or
          // keeps state between files.
          isolate: false,
          // A hang guard, not a speed check (speed is the benches'): a machine's generated paths
          // replay synchronously for seconds, and a machine loaded by other work multiplies that
          // (the interview calendar's paths: 50 s at load 27, over vitest's default of 5).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // The demo database, migrated and seeded once per dialect, that suites copy.
          globalSetup: ["tests/api/support/database-templates.ts"],
          // The files share their workers' loaded modules (the server, effect, the contract):
          // importing them again for each file cost 441 s of a 1,221 s run. What the server keeps
          // in memory is keyed by what it depends on (the SQL client, the descriptor, a session's
          // rights), as it must be already for the two dialects' servers of one file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own servers and databases; two cores run two at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // The demo database, migrated and seeded once, that each file's server copies.
          globalSetup: ["tests/e2e/support/database-template.ts"],
          // Shared loaded modules, as in the other projects (no state is kept between files).
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default: a focus move or a re-render that a loaded
          // CI machine delays past that would fail a test that is right. A poll that holds ends
          // at once, so the longer limit costs nothing when the state comes.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own server (own SQLite file, free port) and its own Chromium:
          // two at a time keep both cores busy (one file alone leaves a core mostly idle while
          // the browser waits on the server and back).
          maxWorkers: 2,
        },
      },
    ],
  },
})
