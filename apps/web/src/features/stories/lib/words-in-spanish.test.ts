import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../lib/i18n/language-store';
import { describeShown, joinNames } from './library-text';
import { costLabel } from './media-cost';
import { storyStage } from './story-stage';

describe('the story helpers’ words on a Spanish page', () => {
  afterEach(() => showLanguage('en'));

  it('are Spanish, with Spanish plurals, and English again after', async () => {
    await showLanguage('es');
    expect(costLabel(0)).toBe('Gratis');
    expect(costLabel(1)).toBe('1 crédito');
    expect(costLabel(3)).toBe('3 créditos');
    expect(joinNames(['Lucía', 'Leo', 'Sam'])).toBe('Lucía, Leo y Sam');
    expect(describeShown(1, false, undefined, '')).toBe('1 cuento');
    expect(describeShown(12, true, 'Leo', 'luna')).toBe(
      'Mostrando 12 cuentos de Leo con «luna» por ahora',
    );
    expect(storyStage({ status: 'running', progress: 10 })).toBe('Escribiendo el cuento…');
    await showLanguage('en');
    expect(costLabel(3)).toBe('3 credits');
    expect(joinNames(['Maya', 'Leo'])).toBe('Maya and Leo');
  });
});
