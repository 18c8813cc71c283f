// Passwords of 8+ characters that appear at the top of every breached-password list.
// A short list kept in the code: checking against an online breach service is not possible offline.
export const commonPasswords = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321',
  '123123123', '1q2w3e4r', '1q2w3e4r5t', 'qwertyui', 'qwertyuiop', 'qwerty12', 'qwerty123', 'qwerty1234',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine', 'sunshine1', 'princess',
  'princess1', 'football', 'football1', 'baseball', 'welcome1', 'welcome123', 'letmein1', 'letmein123',
  'trustno1', 'superman', 'starwars', 'whatever', 'computer', 'michelle', 'jennifer', 'corvette',
  'mercedes', 'midnight', 'maverick', 'internet', 'samantha', 'abcd1234', 'abc12345', 'abcdefgh',
  'aa123456', 'a1234567', 'admin123', 'administrator', 'changeme', 'changeme1', 'default1', 'secret123',
  'monkey123', 'dragon123', 'master123', 'shadow12', 'michael1', 'charlie1', 'jordan23', 'liverpool',
  'chelsea1', 'arsenal1', 'qazwsxedc', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'passpass',
  'test1234', 'testtest', 'fairlead', 'fairlead1', 'fairlead123', 'shipping', 'shipping1', 'vessel123',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
