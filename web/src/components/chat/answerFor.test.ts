import { describe, expect, it } from 'vitest';
import { answerFor } from './answerFor';
import { fallbackAnswer } from './chatAnswers';

describe('answerFor', () => {
  it.each([
    ['How much do solar panels cost?', ['£4,000-£8,000']],
    ['Is an air source heat pump right for me?', ['£8,000-£18,000']],
    ['What about LOFT insulation?', ['£300-£600', '£500-£1,500', '£8,000-£15,000']],
    ['Can you insulate a cavity wall?', ['£500-£1,500']],
    ['I want a charger for my electric car', ['£800-£2,500', 'grant checker']],
    ['Are there any grants for heat pumps?', ['Boiler Upgrade Scheme', 'grant checker']],
    ['how much will it all cost', ['£4,000-£8,000', '£8,000-£18,000', '£800-£2,500']],
  ])("answers %j with the product's figures", (question, figures) => {
    const { text } = answerFor(question);
    for (const figure of figures) expect(text).toContain(figure);
  });

  it('sends grant questions to the grant checker instead of quoting amounts that change', () => {
    for (const question of ['Are there grants for heat pumps?', 'EV charger grant?']) {
      expect(answerFor(question).links).toContainEqual({
        label: 'Check grants for your home',
        to: '/grants',
      });
      expect(answerFor(question).text).not.toMatch(/£(350|5,000|7,500)/);
    }
  });

  it('answers green roofs, getting started and greetings', () => {
    expect(answerFor('Tell me about sedum roofs').text).toMatch(/green roof/);
    expect(answerFor('Where do I begin?').text).toMatch(/fabric first/);
    expect(answerFor('Hello there').text).toMatch(/^Hello!/);
  });

  it('prefers the named technology over the cost summary and over a greeting', () => {
    expect(answerFor('Hi, what does a heat pump cost?').text).toContain('£8,000-£18,000');
    expect(answerFor('Hi, what does a heat pump cost?').text).not.toContain('£4,000-£8,000');
  });

  it('matches whole words only', () => {
    expect(answerFor('Is every level of the house covered?')).toBe(fallbackAnswer);
    expect(answerFor('Which chainsaw should I buy?')).toBe(fallbackAnswer);
  });

  it('points to the directory and the Education Hub when it has no answer', () => {
    const answer = answerFor('What is the capital of France?');
    expect(answer).toBe(fallbackAnswer);
    expect(answer.links?.map((link) => link.to)).toEqual(['/directory', '/education']);
  });
});
