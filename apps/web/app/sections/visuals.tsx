/**
 * Light, sized illustrations (inline SVG, fixed width and height, so nothing shifts while the page loads). Each
 * takes a short accessible description; the texts drawn inside come translated from the page.
 */
type Described = { label: string };

function Frame({
  label,
  width,
  height,
  children,
}: Described & { width: number; height: number; children: React.ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto max-w-full"
    >
      {children}
    </svg>
  );
}

/** A phone showing a balance and recent movements. */
export function PhoneVisual({
  label,
  balanceLabel,
  balance,
  lines,
}: Described & { balanceLabel: string; balance: string; lines: readonly [string, string][] }) {
  return (
    <Frame label={label} width={280} height={520}>
      <rect x="4" y="4" width="272" height="512" rx="40" fill="#0b0f13" />
      <rect x="16" y="16" width="248" height="488" rx="30" fill="#ffffff" />
      <rect x="100" y="26" width="80" height="8" rx="4" fill="#dde1e5" />
      <rect x="32" y="56" width="216" height="120" rx="20" fill="#04875d" />
      <text x="48" y="92" fill="#d1fae9" fontSize="13" fontFamily="system-ui, sans-serif">
        {balanceLabel}
      </text>
      <text x="48" y="132" fill="#ffffff" fontSize="22" fontWeight="800" fontFamily="system-ui, sans-serif">
        {balance}
      </text>
      {lines.map(([title, amount], index) => (
        <g key={title} transform={`translate(32 ${196 + index * 72})`}>
          <rect width="216" height="60" rx="14" fill="#f7f8f9" />
          <circle cx="24" cy="30" r="12" fill="#d1fae9" />
          <text x="46" y="25" fill="#47505b" fontSize="12" fontFamily="system-ui, sans-serif">
            {title}
          </text>
          <text
            x="46"
            y="45"
            fill="#036a4b"
            fontSize="14"
            fontWeight="700"
            fontFamily="system-ui, sans-serif"
          >
            {amount}
          </text>
        </g>
      ))}
    </Frame>
  );
}

/** A payment card. */
export function CardVisual({
  label,
  holder,
  tone = 'brand',
}: Described & { holder: string; tone?: 'brand' | 'dark' | 'sun' }) {
  const fill = tone === 'brand' ? '#04875d' : tone === 'dark' ? '#14191f' : '#f59e0b';
  return (
    <Frame label={label} width={360} height={228}>
      <rect x="2" y="2" width="356" height="224" rx="24" fill={fill} />
      <circle cx="300" cy="40" r="90" fill="#ffffff" fillOpacity="0.08" />
      <rect x="28" y="70" width="46" height="34" rx="6" fill="#fbbf24" />
      <text
        x="28"
        y="150"
        fill="#ffffff"
        fontSize="20"
        letterSpacing="3"
        fontFamily="ui-monospace, monospace"
      >
        •••• •••• •••• 4821
      </text>
      <text x="28" y="192" fill="#ffffff" fontSize="14" fontFamily="system-ui, sans-serif">
        {holder}
      </text>
      <circle cx="296" cy="186" r="16" fill="#ffffff" fillOpacity="0.7" />
      <circle cx="318" cy="186" r="16" fill="#ffffff" fillOpacity="0.4" />
    </Frame>
  );
}

/** Bars rising: reports, growth. */
export function ChartVisual({ label, bars }: Described & { bars: readonly number[] }) {
  const max = Math.max(...bars, 1);
  return (
    <Frame label={label} width={420} height={280}>
      <rect width="420" height="280" rx="30" fill="#f7f8f9" />
      {bars.map((bar, index) => {
        const height = (bar / max) * 180;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position in the series.
            key={index}
            x={40 + index * 50}
            y={230 - height}
            width="30"
            height={height}
            rx="8"
            fill={index === bars.length - 1 ? '#04875d' : '#a7f3d4'}
          />
        );
      })}
      <path d="M30 232h360" stroke="#c2c8cf" strokeWidth="2" />
    </Frame>
  );
}

/** A QR code-like square (decorative, not scannable). */
export function QrVisual({ label, caption }: Described & { caption: string }) {
  const cells: [number, number][] = [];
  for (let y = 0; y < 11; y += 1)
    for (let x = 0; x < 11; x += 1) if ((x * 7 + y * 3 + x * y) % 5 < 2) cells.push([x, y]);
  return (
    <Frame label={label} width={300} height={340}>
      <rect width="300" height="340" rx="30" fill="#ffffff" stroke="#dde1e5" />
      <g transform="translate(40 40)">
        {cells.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x * 20} y={y * 20} width="18" height="18" rx="3" fill="#14191f" />
        ))}
        {[
          [0, 0],
          [160, 0],
          [0, 160],
        ].map(([x, y]) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="60"
            height="60"
            rx="8"
            fill="#ffffff"
            stroke="#14191f"
            strokeWidth="10"
          />
        ))}
      </g>
      <text
        x="150"
        y="310"
        textAnchor="middle"
        fill="#036a4b"
        fontSize="16"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {caption}
      </text>
    </Frame>
  );
}

/** West Africa's service countries as linked points: transfers, coverage. */
export function NetworkVisual({ label, places }: Described & { places: readonly string[] }) {
  const points = places.map((place, index) => {
    const angle = (index / Math.max(places.length, 1)) * Math.PI * 2;
    return { place, x: 210 + Math.cos(angle) * 140, y: 170 + Math.sin(angle) * 110 };
  });
  return (
    <Frame label={label} width={420} height={340}>
      <rect width="420" height="340" rx="30" fill="#064535" />
      {points.map((from, index) =>
        points
          .slice(index + 1)
          .map((to) => (
            <path
              key={`${from.place}-${to.place}`}
              d={`M${from.x} ${from.y} L${to.x} ${to.y}`}
              stroke="#34d39c"
              strokeOpacity="0.25"
            />
          )),
      )}
      {points.map((point) => (
        <g key={point.place}>
          <circle cx={point.x} cy={point.y} r="9" fill="#fbbf24" />
          <text
            x={point.x}
            y={point.y - 16}
            textAnchor="middle"
            fill="#ffffff"
            fontSize="13"
            fontFamily="system-ui, sans-serif"
          >
            {point.place}
          </text>
        </g>
      ))}
    </Frame>
  );
}

/** A payment terminal with an amount. */
export function TerminalVisual({ label, amount }: Described & { amount: string }) {
  return (
    <Frame label={label} width={260} height={400}>
      <rect x="10" y="10" width="240" height="380" rx="36" fill="#20262d" />
      <rect x="34" y="40" width="192" height="120" rx="14" fill="#ecfdf6" />
      <text
        x="130"
        y="110"
        textAnchor="middle"
        fill="#036a4b"
        fontSize="24"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
      >
        {amount}
      </text>
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={44 + column * 62}
            y={188 + row * 46}
            width="48"
            height="34"
            rx="8"
            fill="#47505b"
          />
        )),
      )}
    </Frame>
  );
}

/** A document: invoices, receipts, statements. */
export function DocumentVisual({
  label,
  title,
  lines,
  total,
  totalLabel = 'Total',
}: Described & { title: string; lines: readonly [string, string][]; total: string; totalLabel?: string }) {
  return (
    <Frame label={label} width={340} height={420}>
      <rect x="2" y="2" width="336" height="416" rx="24" fill="#ffffff" stroke="#dde1e5" />
      <rect x="2" y="2" width="336" height="70" rx="24" fill="#04875d" />
      <text x="28" y="46" fill="#ffffff" fontSize="18" fontWeight="700" fontFamily="system-ui, sans-serif">
        {title}
      </text>
      {lines.map(([name, amount], index) => (
        <g key={name} transform={`translate(28 ${110 + index * 44})`}>
          <text y="0" fill="#343b44" fontSize="14" fontFamily="system-ui, sans-serif">
            {name}
          </text>
          <text
            x="284"
            y="0"
            fill="#14191f"
            fontSize="14"
            textAnchor="end"
            fontFamily="system-ui, sans-serif"
          >
            {amount}
          </text>
          <path d="M0 16h284" stroke="#eef0f2" />
        </g>
      ))}
      <text x="28" y="380" fill="#14191f" fontSize="16" fontWeight="800" fontFamily="system-ui, sans-serif">
        {totalLabel}
      </text>
      <text
        x="312"
        y="380"
        fill="#036a4b"
        fontSize="18"
        fontWeight="800"
        textAnchor="end"
        fontFamily="system-ui, sans-serif"
      >
        {total}
      </text>
    </Frame>
  );
}
