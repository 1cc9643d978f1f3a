import {
  BACKGROUND_STYLE_OPTIONS,
  CATEGORICAL_SCHEMES,
  COLOR_SCHEME_NAMES,
  COMMON_TIME_RANGES,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  HEADER_STYLE_OPTIONS,
  NO_TIME_RANGE,
  OPERATORS,
  TIME_GRAINS,
} from '@tessera/core';

/**
 * English labels that live in core tables and are translated where the web shows them
 * (control choices, the colour-scheme picker): the static scan of web sources cannot see them.
 */
export const coreSourceStrings = (): string[] => [
  ...TIME_GRAINS.map((grain) => grain.label),
  ...D3_FORMAT_OPTIONS.map(([, label]) => label),
  ...D3_TIME_FORMAT_OPTIONS.map(([, label]) => label),
  ...CATEGORICAL_SCHEMES.map((scheme) => scheme.label),
  ...Object.values(OPERATORS).map((operator) => operator.display),
  ...COMMON_TIME_RANGES,
  NO_TIME_RANGE,
  ...COLOR_SCHEME_NAMES,
  ...HEADER_STYLE_OPTIONS.map((option) => option.label),
  ...BACKGROUND_STYLE_OPTIONS.map((option) => option.label),
];
