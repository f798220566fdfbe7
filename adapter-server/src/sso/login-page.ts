/**
 * The sign-in page of the embedded sign-on server. Plain HTML so it loads before (and without) the shell;
 * bilingual, remembering the shell's language choice (localStorage `ccim_locale`). After signing in it keeps
 * the token for the shell's bearer header and goes back to `redirect`, which must be a path on this site.
 */
const TEXTS = {
  en: {
    title: 'Sign in · Customer service',
    heading: 'Customer service back-office',
    sub: 'Sign in with your company account',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    required: 'Please enter your user name and password.',
    network: 'Network disconnected. Please try again.',
    wrong: 'Wrong user name or password.',
    throttled: 'Too many failed sign-ins. Please try again later.',
    other: '中文',
  },
  zh: {
    title: '登录 · 在线客服',
    heading: '在线客服管理后台',
    sub: '使用公司账号登录',
    username: '用户名',
    password: '密码',
    submit: '登录',
    busy: '正在登录…',
    required: '请输入用户名和密码。',
    network: '网络已断开，请重试。',
    wrong: '用户名或密码错误。',
    throttled: '登录失败次数过多，请稍后再试。',
    other: 'English',
  },
};

export function safeRedirect(value: string): string {
  // Only a local path: "//host" or "/\host" would leave the site.
  return /^\/(?![/\\])/.test(value) ? value : '/';
}

/** JSON inside a <script> element is raw text: escape only what could close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function loginPage(redirect: string): string {
  const target = scriptJson(safeRedirect(redirect));
  const texts = scriptJson(TEXTS);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;
background:linear-gradient(135deg,#0b3d91,#1976d2 60%,#42a5f5);color:#1f2937}
main{background:#fff;width:min(92vw,380px);padding:32px 28px;border-radius:14px;box-shadow:0 20px 50px rgba(0,0,0,.25)}
h1{font-size:22px;margin:0 0 4px}p.sub{margin:0 0 24px;color:#6b7280;font-size:14px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:15px}
input:focus{outline:2px solid #1976d2;border-color:transparent}
button{width:100%;margin-top:22px;padding:12px;border:0;border-radius:8px;background:#1976d2;color:#fff;font-size:16px;cursor:pointer}
button:disabled{opacity:.7;cursor:wait}
#error{min-height:20px;margin-top:12px;color:#c62828;font-size:14px}
.lang{display:block;text-align:right;font-size:13px;color:#1976d2;background:none;border:0;padding:0;margin:0 0 8px auto;width:auto;cursor:pointer}
</style></head>
<body><main>
<button type="button" class="lang" id="lang"></button>
<h1 id="heading"></h1><p class="sub" id="sub"></p>
<form id="form" novalidate>
<label for="username" id="l-username"></label><input id="username" name="username" autocomplete="username" required autofocus>
<label for="password" id="l-password"></label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div id="error" role="alert"></div>
<button id="submit" type="submit"></button>
</form></main>
<script type="application/json" id="redirect">${target}</script>
<script type="application/json" id="texts">${texts}</script>
<script>
(function(){
  var T=JSON.parse(document.getElementById('texts').textContent);
  var redirect=JSON.parse(document.getElementById('redirect').textContent);
  var stored=localStorage.getItem('ccim_locale');
  var lang=stored==='zh'||stored==='en'?stored:(navigator.language||'').toLowerCase().indexOf('zh')===0?'zh':'en';
  function $(id){return document.getElementById(id)}
  function paint(){var t=T[lang];document.documentElement.lang=lang==='zh'?'zh-CN':'en';document.title=t.title;
    $('heading').textContent=t.heading;$('sub').textContent=t.sub;$('l-username').textContent=t.username;
    $('l-password').textContent=t.password;$('submit').textContent=t.submit;$('lang').textContent=t.other;}
  paint();
  $('lang').onclick=function(){lang=lang==='zh'?'en':'zh';localStorage.setItem('ccim_locale',lang);paint();};
  $('form').onsubmit=function(e){
    e.preventDefault();var t=T[lang];var u=$('username').value.trim(),p=$('password').value;
    if(!u||!p){$('error').textContent=t.required;return;}
    $('submit').disabled=true;$('submit').textContent=t.busy;$('error').textContent='';
    fetch('/sso/api/login',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:u,password:p})})
      .then(function(r){return r.json().then(function(body){return {code:r.status,body:body}})})
      .then(function(x){var body=x.body;
        if(body.status===0){localStorage.setItem('ccim_token',body.data.token);location.replace(redirect);return;}
        $('error').textContent=x.code===401?t.wrong:x.code===429?t.throttled:body.msg;$('submit').disabled=false;$('submit').textContent=t.submit;})
      .catch(function(){$('error').textContent=t.network;$('submit').disabled=false;$('submit').textContent=t.submit;});
  };
})();
</script></body></html>`;
}
