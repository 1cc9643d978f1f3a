import type { CloudWord } from './layout';

export interface WordCloudTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The words in query order, each sized, coloured and turned. */
  words: CloudWord[];
}
