import { type ChatAnswer, chatTopics, fallbackAnswer } from './chatAnswers';

/** The canned answer to a question: the first topic it mentions, else the fallback. */
export function answerFor(question: string): ChatAnswer {
  const text = question.toLowerCase();
  return chatTopics.find((topic) => topic.pattern.test(text)) ?? fallbackAnswer;
}
