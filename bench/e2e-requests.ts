// What makes two model requests "the same" for the end-to-end bench: the body as JSON, with the
// one part that differs from run to run by design (the random name of the run's workspace
// folder, which the bare process draws the same way) replaced by a placeholder.
export function normalizedBody(body: unknown): string {
  return JSON.stringify(body).replace(/ws-[0-9a-f]{16}/g, 'ws-WORKSPACE');
}
