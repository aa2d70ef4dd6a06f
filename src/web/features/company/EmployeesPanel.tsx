/** Placeholder of issue 10: the company's employees (profile tab Werknemers, spec §2.17). */
export function EmployeesPanel() {
  return null;
}
