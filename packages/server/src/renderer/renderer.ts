/** What one render asks of the headless browser. */
export interface RenderRequest {
  url: string;
  /** The viewer's short-lived bearer token, sent with every request of the page. */
  token: string;
  format: 'png' | 'pdf';
  width: number;
  /** The viewport's height; a full-page PNG still grows past it. 1,000 px when unset. */
  height?: number;
  timeoutMs: number;
}

export interface Renderer {
  render(req: RenderRequest): Promise<Buffer>;
  close(): Promise<void>;
}
