/**
 * The sign-in page's style and script, served as files (`/sso/login.css`, `/sso/login.js`) so the page runs
 * under a Content-Security-Policy without inline script or style. The script reads its texts and the redirect
 * target from the page's JSON data blocks. Once the user starts typing it prefetches the back-office application,
 * which the page itself never loads, so signing in feels instant and the page stays small.
 */
export const LOGIN_CSS = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
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
.or{text-align:center;color:#6b7280;font-size:13px;margin:16px 0 0}
.oidc{display:block;margin-top:10px;padding:11px;border:1px solid #1976d2;border-radius:8px;color:#1976d2;text-align:center;text-decoration:none;font-size:15px}
.lang{display:block;text-align:right;font-size:13px;color:#1976d2;background:none;border:0;padding:0;margin:0 0 8px auto;width:auto;cursor:pointer}
`;

export const LOGIN_JS = `(function(){
  var T=JSON.parse(document.getElementById('texts').textContent);
  var redirect=JSON.parse(document.getElementById('redirect').textContent);
  var stored=localStorage.getItem('ccim_locale');
  var lang=stored==='zh'||stored==='en'?stored:(navigator.language||'').toLowerCase().indexOf('zh')===0?'zh':'en';
  function $(id){return document.getElementById(id)}
  function paint(){var t=T[lang];document.documentElement.lang=lang==='zh'?'zh-CN':'en';document.title=t.title;
    $('heading').textContent=t.heading;$('sub').textContent=t.sub;$('lang').textContent=t.other;
    if($('form')){$('l-username').textContent=t.username;$('l-password').textContent=t.password;$('submit').textContent=t.submit;}
    if($('or'))$('or').textContent=t.or;if($('oidc'))$('oidc').textContent=t.oidc;
    if($('notice'))$('error').textContent=t[JSON.parse($('notice').textContent)];}
  var session=$('session')&&JSON.parse($('session').textContent);
  paint();
  if(session){$('error').textContent=T[lang].signedIn;localStorage.setItem('ccim_token',session.token);location.replace(redirect);return;}
  var prefetched=false;
  $('lang').onclick=function(){lang=lang==='zh'?'en':'zh';localStorage.setItem('ccim_locale',lang);paint();};
  if(!$('form'))return;
  $('form').addEventListener('input',function(){if(prefetched)return;prefetched=true;
    JSON.parse($('prefetch').textContent).forEach(function(href){var l=document.createElement('link');l.rel='prefetch';l.href=href;document.head.appendChild(l);});});
  $('form').onsubmit=function(e){
    e.preventDefault();var t=T[lang];var u=$('username').value.trim(),p=$('password').value;
    if(!u||!p){$('error').textContent=t.required;return;}
    $('submit').disabled=true;$('submit').textContent=t.busy;$('error').textContent='';
    fetch('/sso/api/login',{method:'POST',headers:{'Content-Type':'application/json','Accept-Language':lang==='zh'?'zh-CN':'en'},body:JSON.stringify({username:u,password:p})})
      .then(function(r){return r.json().then(function(body){return {code:r.status,body:body}})})
      .then(function(x){var body=x.body;
        if(body.status===0){localStorage.setItem('ccim_token',body.data.token);location.replace(redirect);return;}
        $('error').textContent=x.code===401?t.wrong:x.code===429?(body.msg||t.throttled):body.msg;$('submit').disabled=false;$('submit').textContent=t.submit;})
      .catch(function(){$('error').textContent=t.network;$('submit').disabled=false;$('submit').textContent=t.submit;});
  };
})();
`;
