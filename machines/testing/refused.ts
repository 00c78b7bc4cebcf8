// For tests: an error as src/api's client throws it on a refused call (ApiError: status + Spanish message).

export function refused(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { name: 'ApiError', status });
}
