// How a figure moved against the previous equivalent period, in words (the arrow and colour only
// repeat them), and whether that move is good news for the business.

type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export interface ChangeWording {
  direction: ChangeDirection;
  text: string;
  /** Up is good for revenue and profit, bad for expenses and tax; no tone when flat or unknown. */
  tone: 'good' | 'bad' | 'neutral';
}

const percent = (value: number) => `${Math.abs(value).toFixed(1)}%`;

export function changeWording(change: number | null, upIsGood: boolean): ChangeWording {
  if (change === null) return { direction: 'none', text: 'No previous figures to compare', tone: 'neutral' };
  if (change === 0) return { direction: 'same', text: 'No change from the previous period', tone: 'neutral' };
  const up = change > 0;
  return {
    direction: up ? 'up' : 'down',
    text: `${up ? 'Up' : 'Down'} ${percent(change)} from the previous period`,
    tone: up === upIsGood ? 'good' : 'bad',
  };
}

