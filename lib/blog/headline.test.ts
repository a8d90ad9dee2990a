import { headlineCase } from './headline';

describe('headlineCase: an English post title as the tab shows it', () => {
  it('capitalizes the main words and keeps short articles, conjunctions and prepositions lowercase', () => {
    expect(headlineCase('How hotels lose bookings after hours (and how to win them back)')).toBe('How Hotels Lose Bookings After Hours (and How to Win Them Back)');
    expect(headlineCase('How an AI agent hands a conversation over to a person')).toBe('How an AI Agent Hands a Conversation Over to a Person');
  });

  it('capitalizes the word after a colon and keeps acronyms as written', () => {
    expect(headlineCase('Before you deploy a voice agent: a GDPR and integrations checklist')).toBe('Before You Deploy a Voice Agent: A GDPR and Integrations Checklist');
    expect(headlineCase('the check-in rush')).toBe('The Check-In Rush');
  });
});
