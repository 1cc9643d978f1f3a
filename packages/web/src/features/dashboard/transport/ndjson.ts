/**
 * Reads a newline-delimited JSON stream, calling `onLine` with each parsed line as soon as its
 * newline arrives (a line may be split across network chunks, or several may share one).
 */
export const readNdjson = async (body: ReadableStream<Uint8Array>, onLine: (value: unknown) => void): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const emit = (line: string): void => {
    if (line.trim() !== '') onLine(JSON.parse(line) as unknown);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      emit(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  emit(buffered + decoder.decode());
};
