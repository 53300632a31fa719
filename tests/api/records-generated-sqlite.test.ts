import { generatedSuite } from "./support/records-generated"

// The generated record suite on SQLite (tests/api/support/records-generated.ts says what it proves).
generatedSuite("SQLite")
