import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { SlotBackdrop, SlotTheme } from './slot-themes';

/*
 * The machine a slot's reels sit in: the theme's backdrop (drawn in code, 400 × 300, sliced to
 * the box) and a frame of two metal tones with an inner line and four corner studs. Decorative
 * only: hidden from assistive technology.
 */

/** A fixed pseudo-random sequence (a small LCG), so the stars and confetti never move. */
function scatterPoints(count: number, seed: number): { x: number; y: number; r: number }[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, () => ({ x: next() * 400, y: next() * 300, r: next() }));
}

function Ornaments({ backdrop, accent }: { backdrop: SlotBackdrop; accent: string }) {
  switch (backdrop) {
    case 'sunburst': {
      const rays = Array.from({ length: 18 }, (_, index) => {
        const a0 = (index / 18) * Math.PI * 2;
        const a1 = ((index + 0.5) / 18) * Math.PI * 2;
        const at = (angle: number) =>
          `${(200 + Math.cos(angle) * 420).toFixed(1)},${(150 + Math.sin(angle) * 420).toFixed(1)}`;
        return `M200,150L${at(a0)}L${at(a1)}Z`;
      }).join('');
      return (
        <>
          <path d={rays} fill="#ffffff" opacity={0.08} />
          {scatterPoints(28, 7).map((point, index) => (
            <rect
              key={`${point.x}:${point.y}`}
              x={point.x}
              y={point.y}
              width={5}
              height={3}
              rx={1}
              fill={index % 2 === 0 ? accent : '#fde68a'}
              opacity={0.55}
              transform={`rotate(${Math.round(point.r * 180)} ${point.x} ${point.y})`}
            />
          ))}
        </>
      );
    }
    case 'dunes':
      return (
        <>
          <circle cx={320} cy={70} r={34} fill={accent} opacity={0.35} />
          <path d="M0,250 L90,140 L180,250Z" fill="#000000" opacity={0.22} />
          <path d="M140,250 L260,110 L380,250Z" fill="#000000" opacity={0.28} />
          <path d="M260,110 L300,250 L380,250Z" fill="#000000" opacity={0.15} />
          <path d="M0,240 Q100,215 200,238 T400,232 V300 H0Z" fill={accent} opacity={0.3} />
          <path d="M0,268 Q120,250 220,270 T400,262 V300 H0Z" fill={accent} opacity={0.35} />
        </>
      );
    case 'waves':
      return (
        <>
          <circle cx={70} cy={60} r={22} fill={accent} opacity={0.35} />
          {[200, 228, 256, 284].map((y, index) => (
            <path
              key={y}
              d={`M0,${y} q25,-14 50,0 t50,0 t50,0 t50,0 t50,0 t50,0 t50,0 t50,0`}
              fill="none"
              stroke={accent}
              strokeWidth={3}
              opacity={0.18 + index * 0.06}
            />
          ))}
          {scatterPoints(24, 3).map((point) =>
            point.y < 170 ? (
              <circle
                key={`${point.x}:${point.y}`}
                cx={point.x}
                cy={point.y}
                r={0.8 + point.r}
                fill={accent}
                opacity={0.5}
              />
            ) : null,
          )}
        </>
      );
    case 'grid': {
      const lines: string[] = [];
      for (let index = -10; index <= 10; index += 1)
        lines.push(`M200,170 L${200 + index * 60},300`);
      for (const y of [180, 196, 218, 246, 280]) lines.push(`M0,${y} H400`);
      return (
        <>
          <path d={lines.join('')} stroke={accent} strokeWidth={1.2} opacity={0.45} />
          <rect x={0} y={166} width={400} height={4} fill="#f472b6" opacity={0.6} />
          {scatterPoints(30, 11).map((point) =>
            point.y < 150 ? (
              <circle
                key={`${point.x}:${point.y}`}
                cx={point.x}
                cy={point.y}
                r={0.6 + point.r}
                fill="#ffffff"
                opacity={0.5}
              />
            ) : null,
          )}
        </>
      );
    }
    case 'clouds':
      return (
        <>
          {[
            [60, 60],
            [300, 40],
            [340, 230],
            [40, 240],
            [200, 280],
          ].map(([x = 0, y = 0]) => (
            <path
              key={`${x}-${y}`}
              d={`M${x - 40},${y} a20,20 0 0 1 30,-14 a22,22 0 0 1 40,4 a16,16 0 0 1 10,28 h-70 a14,14 0 0 1 -10,-18z`}
              fill="none"
              stroke={accent}
              strokeWidth={3}
              opacity={0.35}
            />
          ))}
          <circle
            cx={200}
            cy={150}
            r={120}
            fill="none"
            stroke={accent}
            strokeWidth={2}
            opacity={0.12}
          />
        </>
      );
    case 'stars':
      return (
        <>
          <ellipse
            cx={320}
            cy={240}
            rx={90}
            ry={26}
            fill="none"
            stroke={accent}
            opacity={0.25}
            strokeWidth={3}
          />
          <circle cx={320} cy={240} r={34} fill="#c084fc" opacity={0.3} />
          {scatterPoints(70, 5).map((point, index) => (
            <circle
              key={`${point.x}:${point.y}`}
              cx={point.x}
              cy={point.y}
              r={0.5 + point.r * 1.4}
              fill={index % 5 === 0 ? accent : '#ffffff'}
              opacity={0.4 + point.r * 0.5}
            />
          ))}
        </>
      );
  }
}

/** The theme's backdrop, filling its box. */
export function SlotBackdropArt({ theme }: { theme: SlotTheme }) {
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      sx={{ position: 'absolute', inset: 0, width: 1, height: 1, display: 'block' }}
    >
      <defs>
        <linearGradient id="slot-backdrop" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={theme.from} />
          <stop offset="1" stopColor={theme.to} />
        </linearGradient>
      </defs>
      <rect width={400} height={300} fill="url(#slot-backdrop)" />
      <Ornaments backdrop={theme.backdrop} accent={theme.accent} />
    </Box>
  );
}

const STUD_CORNERS = [
  { top: 6, left: 6 },
  { top: 6, right: 6 },
  { bottom: 6, left: 6 },
  { bottom: 6, right: 6 },
] as const;

/**
 * The machine: backdrop, then the frame with the reels (`children`) inside. Its size follows its
 * width only, so nothing around it moves while the reels spin or a round settles.
 */
export function SlotMachine({
  theme,
  variant,
  children,
}: {
  theme: SlotTheme;
  variant: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: 1,
        maxWidth: 680,
        borderRadius: 4,
        overflow: 'hidden',
        p: { xs: 1.5, sm: 3, md: 4 },
        isolation: 'isolate',
      }}
      data-testid="slot-machine"
      data-theme={variant}
    >
      <SlotBackdropArt theme={theme} />
      <Box
        sx={{
          position: 'relative',
          borderRadius: 3,
          p: { xs: 0.75, sm: 1.25 },
          background: `linear-gradient(160deg, ${theme.frameLight} 0%, ${theme.frameDark} 45%, ${theme.frameLight} 70%, ${theme.frameDark} 100%)`,
          boxShadow: `0 10px 28px rgba(0,0,0,0.45), inset 0 0 0 2px ${theme.frameDark}`,
        }}
      >
        {STUD_CORNERS.map((corner) => (
          <Box
            key={Object.keys(corner).join('-')}
            aria-hidden
            sx={{
              position: 'absolute',
              ...corner,
              width: 8,
              height: 8,
              borderRadius: '50%',
              background: `radial-gradient(circle at 35% 35%, #ffffff, ${theme.frameLight} 40%, ${theme.frameDark})`,
              display: { xs: 'none', sm: 'block' },
            }}
          />
        ))}
        <Box
          sx={{
            borderRadius: 2,
            p: { xs: 0.5, sm: 0.75 },
            bgcolor: theme.to,
            outline: `2px solid ${theme.frameLine}`,
            outlineOffset: -2,
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
