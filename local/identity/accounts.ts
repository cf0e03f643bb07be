// Accounts of the local identity provider, kept in memory for the process's life.
import { randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const hash = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

export interface Account {
  id: string;
  name: string;
  email: string;
  salt: Buffer;
  passwordHash: Buffer;
  createdAt: number;
  /** Whether the person has proved the email is theirs (Auth0's verification email). */
  emailVerified: boolean;
}

/** The account's profile and email claims, as Auth0 gives them in the ID token and at /userinfo. */
export const profileClaims = (account: Account) => ({
  sub: account.id,
  name: account.name,
  nickname: account.name.split(" ")[0],
  email: account.email,
  email_verified: account.emailVerified,
  updated_at: Math.floor(account.createdAt / 1000),
});

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export type FieldErrors = Partial<Record<keyof SignUpInput | "form", string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export function createAccountStore() {
  const byEmail = new Map<string, Account>();
  const byId = new Map<string, Account>();
  const normalise = (email: string) => email.trim().toLowerCase();

  return {
    findById: (id: string) => byId.get(id),

    /** Marks the email verified, as the link in Auth0's verification email does. */
    verifyEmail(email: string): Account | undefined {
      const account = byEmail.get(normalise(email));
      if (account) account.emailVerified = true;
      return account;
    },

    validateSignUp(input: SignUpInput): FieldErrors {
      const errors: FieldErrors = {};
      if (!input.name.trim()) errors.name = "Enter your name.";
      else if (input.name.trim().length > 80) errors.name = "Use at most 80 characters.";
      if (!EMAIL.test(input.email.trim())) errors.email = "Enter a valid email address, like ana@example.com.";
      else if (byEmail.has(normalise(input.email)))
        errors.email = "An account with this email already exists. Log in instead.";
      if (input.password.length < MIN_PASSWORD_LENGTH) {
        errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
      }
      return errors;
    },

    async signUp(input: SignUpInput): Promise<Account> {
      const salt = randomBytes(16);
      const account: Account = {
        id: randomUUID(),
        name: input.name.trim(),
        email: normalise(input.email),
        salt,
        passwordHash: await hash(input.password, salt, 32),
        createdAt: Date.now(),
        emailVerified: false,
      };
      byEmail.set(account.email, account);
      byId.set(account.id, account);
      return account;
    },

    /** The account for these credentials, or undefined (same answer for unknown email and wrong password). */
    async logIn(email: string, password: string): Promise<Account | undefined> {
      const account = byEmail.get(normalise(email));
      const candidate = await hash(password, account?.salt ?? randomBytes(16), 32);
      return account && timingSafeEqual(candidate, account.passwordHash) ? account : undefined;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
