// A job's refusal of its input (a malformed file, a limit passed): the worker sends its status
// and Spanish message back and the request answers them. Anything else a job throws is a defect.
export class JobRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
