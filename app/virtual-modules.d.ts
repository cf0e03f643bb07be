declare module "virtual:boot-script" {
  /** The compiled boot script (app/lib/boot/boot.ts) as inline JavaScript. */
  const code: string;
  export default code;
}
