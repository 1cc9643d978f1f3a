export interface HandlebarsTransformedProps {
  width: number;
  height: number;
  template: string;
  data: readonly Record<string, unknown>[];
  formData: Record<string, unknown>;
}
