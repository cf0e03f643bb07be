// The parts of jStat (a UMD module without types of its own) the experiment's statistics use.
declare module "jstat" {
  interface Distribution {
    cdf(x: number, ...parameters: number[]): number;
    inv(p: number, ...parameters: number[]): number;
  }
  const jStat: {
    normal: Distribution;
    studentt: Distribution;
    chisquare: Pick<Distribution, "cdf">;
  };
  export default jStat;
}
