/** A time-range expression that cannot be resolved; the message is safe to show the user. */
export class TimeRangeError extends Error {
  override readonly name = 'TimeRangeError';
}
