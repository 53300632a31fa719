import { fuzzPart } from "./support/fuzz-suite"

// Part 1 of the schema fuzzing suite (tests/api/support/fuzz-suite.ts says what it proves).
fuzzPart(1)
