/** A blister card with one cell per pill (up to 12), drawn for this project. */
export function PackArtwork({ packSize, size = 120 }: { packSize: number; size?: number }) {
  const columns = packSize <= 3 ? packSize : packSize <= 6 ? 3 : 4;
  const rows = Math.ceil(packSize / columns);
  const cell = 22;
  const left = 60 - (columns * cell) / 2 + cell / 2;
  const top = 60 - (rows * cell) / 2 + cell / 2;
  const cells = Array.from({ length: packSize }, (_, index) => ({
    cx: left + (index % columns) * cell,
    cy: top + Math.floor(index / columns) * cell,
  }));
  return (
    <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true">
      <rect width="120" height="120" rx="16" fill="#131c2e" />
      <rect
        x="10"
        y="14"
        width="100"
        height="92"
        rx="10"
        fill="#cbd5e1"
        fillOpacity="0.15"
        stroke="#cbd5e1"
        strokeOpacity="0.4"
      />
      {cells.map(({ cx, cy }) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="9" fill="#e2e8f0" fillOpacity="0.25" />
          <circle cx={cx} cy={cy} r="6" fill="#67e8f9" />
        </g>
      ))}
    </svg>
  );
}
