export interface ObservatoryReport {
  date: string;
  official: { grade: string; score: number };
  local: { grade: string; score: number };
  tests: { name: string; pass: boolean; result: string; scoreModifier: number; httpsOnly: boolean }[];
}
export function installScanner(): void;
export function gradeHost(host: string): Promise<ObservatoryReport>;
export function runObservatory(): Promise<ObservatoryReport>;
export function printObservatory(report: ObservatoryReport): void;
export function observatoryFailures(report: ObservatoryReport): string[];
