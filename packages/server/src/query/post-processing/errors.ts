/** Invalid post-processing input: an unknown operation, a bad option or a column the frame lacks. */
export class PostProcessingError extends Error {
  override readonly name = 'PostProcessingError';
}
