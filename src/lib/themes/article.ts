/**
 * "a Werewolf", "an Assassin": the article before a role name a theme chose. By the first
 * letter, which is right for the names tables use; "an" before a vowel sound spelt otherwise
 * (an "hour") is rare enough in role names to leave.
 */
export const withArticle = (name: string): string => `${/^[aeiou]/i.test(name.trim()) ? 'an' : 'a'} ${name}`;
