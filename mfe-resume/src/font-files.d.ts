/** A font file the build ships beside the chunks (webpack.config.cjs): its URL. */
declare module '*.ttf' {
  const url: string;
  export default url;
}
