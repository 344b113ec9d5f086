/** A form's outcome: green (role status) when saved, red (role alert) otherwise. */
export function FormAlert({ alert }: { alert: { ok: boolean; text: string } | null }) {
  if (!alert) return null;
  return (
    <div
      className={`alert ${alert.ok ? 'alert-success' : 'alert-error'}`}
      role={alert.ok ? 'status' : 'alert'}
    >
      {alert.text}
    </div>
  );
}
