import { generatedSuite } from "./support/records-generated"

// The generated record suite on PostgreSQL (tests/api/support/records-generated.ts says what it proves).
generatedSuite("PostgreSQL")
